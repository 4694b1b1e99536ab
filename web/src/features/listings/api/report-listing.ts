// POST /api/listing-reports (docs/decisions/206-trust-that-stays-fresh.md): a signed-in person reports a listing.
import type { CreateListingReportBody, ListingReport } from '@kotastay/shared/schemas/listing-report';
import { apiSend } from '../../../lib/api-client';

export const reportListing = (body: CreateListingReportBody) =>
  apiSend<{ report: ListingReport }>('POST', '/listing-reports', body);
