// The route table of docs/requirements/app-shell-and-landing.md#route-table. Every screen is its own lazily loaded chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { RequireAdmin, RequireAuth, RequireRole, RequireSignedIn, RequireTeam } from '../features/auth/components/guards';
import { BareLayout, SiteLayout } from './layouts';

const LandingScreen = lazy(() => import('../features/landing/screens/landing-screen'));
const NotFoundScreen = lazy(() => import('../features/info/screens/not-found-screen'));
const FaqScreen = lazy(() => import('../features/info/screens/faq-screen'));
const PartnerScreen = lazy(() => import('../features/info/screens/partner-screen'));
const ContactScreen = lazy(() => import('../features/info/screens/contact-screen'));
const TermsScreen = lazy(() => import('../features/info/screens/terms-screen'));
const PrivacyScreen = lazy(() => import('../features/info/screens/privacy-screen'));
const RefundScreen = lazy(() => import('../features/info/screens/refund-screen'));
const ReviewsScreen = lazy(() => import('../features/info/screens/reviews-screen'));

const AuthScreen = lazy(() => import('../features/auth/screens/auth-screen'));
const SetupProfileScreen = lazy(() => import('../features/account/screens/setup-profile-screen'));
const DashboardScreen = lazy(() => import('../features/account/screens/dashboard-screen'));
const ProfileScreen = lazy(() => import('../features/account/screens/profile-screen'));
const AccountDataScreen = lazy(() => import('../features/account/screens/account-data-screen'));
const StatementScreen = lazy(() => import('../features/earnings/screens/statement-screen'));
const AdminLoginScreen = lazy(() => import('../features/auth/screens/admin-login-screen'));
const AdminDashboardScreen = lazy(() => import('../features/admin/screens/admin-dashboard-screen'));
const TeamLoginScreen = lazy(() => import('../features/auth/screens/team-login-screen'));

const PgListingScreen = lazy(() => import('../features/listings/screens/pg-listing-screen'));
const PgDetailScreen = lazy(() => import('../features/listings/screens/pg-detail-screen'));
const PlacePgsScreen = lazy(() => import('../features/listings/screens/place-pgs-screen'));
const LocationSearchScreen = lazy(() => import('../features/listings/screens/location-search-screen'));
const LocationTestScreen = lazy(() => import('../features/listings/screens/location-test-screen'));
const ImageTestScreen = lazy(() => import('../features/listings/screens/image-test-screen'));
const SavedScreen = lazy(() => import('../features/listings/screens/saved-screen'));
const CompareScreen = lazy(() => import('../features/compare/screens/compare-screen'));

const BookVisitScreen = lazy(() => import('../features/bookings/screens/book-visit-screen'));
const MyBookingsScreen = lazy(() => import('../features/bookings/screens/my-bookings-screen'));
const BookingReceiptScreen = lazy(() => import('../features/bookings/screens/booking-receipt-screen'));
const LocalCheckoutScreen = lazy(() => import('../features/bookings/screens/local-checkout-screen'));
const FamilyScreen = lazy(() => import('../features/parents/screens/family-screen'));
const FamilyReceiptScreen = lazy(() => import('../features/parents/screens/family-receipt-screen'));
const FamilyLinkScreen = lazy(() => import('../features/parents/screens/family-link-screen'));
const FamilyConsentScreen = lazy(() => import('../features/parents/screens/family-consent-screen'));

// Owners' listings and KYC, the admin's verification, catalogue and moderation screens, the team desks.
const AddPgScreen = lazy(() => import('../features/owner/screens/add-pg-screen'));
const ManagePgScreen = lazy(() => import('../features/owner/screens/manage-pg-screen'));
const AdminListingsScreen = lazy(() => import('../features/owner/screens/admin-listings-screen'));
const AdminCatalogueScreen = lazy(() => import('../features/catalogue/screens/admin-catalogue-screen'));

const VerifyPgListerScreen = lazy(() => import('../features/kyc/screens/verify-pg-lister-screen'));
const AdminPgOwnersScreen = lazy(() => import('../features/kyc/screens/admin-pg-owners-screen'));

const AdminReviewsScreen = lazy(() => import('../features/reviews/screens/admin-reviews-screen'));
const AdminListingReportsScreen = lazy(() => import('../features/admin/screens/admin-listing-reports-screen'));

const TeamBookingScreen = lazy(() => import('../features/team/screens/booking-desk-screen'));
const TeamMoveinScreen = lazy(() => import('../features/team/screens/movein-desk-screen'));
const TeamMessagesScreen = lazy(() => import('../features/team/screens/messages-screen'));
const TeamComplaintsScreen = lazy(() => import('../features/team/screens/complaints-desk-screen'));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: ROUTES.home, element: <LandingScreen /> },
      { path: ROUTES.auth, element: <AuthScreen /> },
      { path: ROUTES.setupProfile, element: <SetupProfileScreen /> },
      { path: ROUTES.locationSearch, element: <LocationSearchScreen /> },
      { path: ROUTES.locationTest, element: <LocationTestScreen /> },
      { path: ROUTES.imageTest, element: <ImageTestScreen /> },
      { path: ROUTES.pgListing, element: <PgListingScreen /> },
      { path: '/pg/:id', element: <PgDetailScreen /> },
      { path: '/pgs-in/:areaId', element: <PlacePgsScreen kind="area" /> },
      { path: '/pgs-near/:branchId', element: <PlacePgsScreen kind="branch" /> },
      { path: ROUTES.faq, element: <FaqScreen /> },
      { path: ROUTES.partner, element: <PartnerScreen /> },
      { path: ROUTES.contact, element: <ContactScreen /> },
      { path: ROUTES.terms, element: <TermsScreen /> },
      { path: ROUTES.privacy, element: <PrivacyScreen /> },
      { path: ROUTES.refund, element: <RefundScreen /> },
      { path: ROUTES.termsShort, element: <Navigate to={ROUTES.terms} replace /> },
      { path: ROUTES.privacyShort, element: <Navigate to={ROUTES.privacy} replace /> },
      { path: ROUTES.reviews, element: <ReviewsScreen /> },
      { path: ROUTES.compare, element: <CompareScreen /> },
      // The approval request's texted link: open to anyone, it shows nothing of the booking (decision 191).
      { path: '/family/link/:linkId', element: <FamilyLinkScreen /> },
      {
        // A parent's view needs a sign-in, not a profile (docs/decisions/150-parents-in-the-loop.md).
        element: <RequireSignedIn />,
        children: [
          { path: ROUTES.family, element: <FamilyScreen /> },
          { path: ROUTES.familyConsent, element: <FamilyConsentScreen /> },
          // Every signed-in person's data rights, a parent's with no profile included (decision 204).
          { path: ROUTES.accountData, element: <AccountDataScreen /> },
          { path: '/family/:id/receipt', element: <FamilyReceiptScreen /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: ROUTES.dashboard, element: <DashboardScreen /> },
          { path: ROUTES.bookings, element: <MyBookingsScreen /> },
          { path: '/pg/:id/book', element: <BookVisitScreen /> },
          { path: '/bookings/:id/receipt', element: <BookingReceiptScreen /> },
          { path: ROUTES.saved, element: <SavedScreen /> },
          { path: ROUTES.profile, element: <ProfileScreen /> },
          { path: ROUTES.verifyPgLister, element: <VerifyPgListerScreen /> },
          { path: ROUTES.managePg, element: <ManagePgScreen /> },
          { path: '/manage-pg/statements/:month', element: <StatementScreen /> },
          {
            element: <RequireRole role="pg_owner" otherwise={ROUTES.verifyPgLister} />,
            children: [
              { path: ROUTES.addPg, element: <AddPgScreen /> },
              { path: ROUTES.addPgNew, element: <AddPgScreen /> },
              // One wizard (docs/decisions/070-listing-drafts-and-verification.md): the old paths keep working.
              { path: ROUTES.addPgOld, element: <Navigate to={ROUTES.addPg} replace /> },
              { path: ROUTES.advancedAddPg, element: <Navigate to={ROUTES.addPg} replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
  {
    // Admin and team areas: no site header or footer.
    element: <BareLayout />,
    children: [
      { path: ROUTES.admin, element: <AdminLoginScreen /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: ROUTES.adminDashboard, element: <AdminDashboardScreen /> },
          { path: ROUTES.adminPgOwners, element: <AdminPgOwnersScreen /> },
          { path: ROUTES.adminListings, element: <AdminListingsScreen /> },
          { path: ROUTES.adminCatalogue, element: <AdminCatalogueScreen /> },
          { path: ROUTES.adminReviews, element: <AdminReviewsScreen /> },
          { path: ROUTES.adminListingReports, element: <AdminListingReportsScreen /> },
        ],
      },
      {
        // The local payment provider's checkout, full screen like a payment sheet.
        element: <RequireAuth />,
        children: [{ path: '/checkout/local/:orderId', element: <LocalCheckoutScreen /> }],
      },
      { path: ROUTES.team, element: <TeamLoginScreen /> },
      // Each desk for its team and for admins; the messages page for any team role and admins.
      {
        element: <RequireTeam role="booking_team" />,
        children: [{ path: ROUTES.teamBooking, element: <TeamBookingScreen /> }],
      },
      {
        element: <RequireTeam role="movein_team" />,
        children: [
          { path: ROUTES.teamMovein, element: <TeamMoveinScreen /> },
          { path: ROUTES.teamComplaints, element: <TeamComplaintsScreen /> },
        ],
      },
      {
        element: <RequireTeam />,
        children: [{ path: ROUTES.teamMessages, element: <TeamMessagesScreen /> }],
      },
    ],
  },
];
