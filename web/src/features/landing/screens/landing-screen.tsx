import { DeferHydration } from '../../../components/defer-hydration';
import { Benefits } from '../components/benefits';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { OwnerCta } from '../components/owner-cta';
import { PopularAreas } from '../components/popular-areas';
import { PopularCoachings } from '../components/popular-coachings';
import { TestimonialsSection } from '../components/testimonials-section';

/** The landing page (docs/requirements/app-shell-and-landing.md#landing-page). Prerendered at build time and hydrated. */
export default function LandingScreen() {
  return (
    <>
      <Hero />
      {/* Interactive and data-driven: hydrated with the hero so the chips load at once. */}
      <PopularCoachings />
      <PopularAreas />
      {/* Static sections: hydrated one by one when the phone is idle (see DeferHydration). */}
      <DeferHydration>
        <Benefits />
      </DeferHydration>
      <DeferHydration>
        <HowItWorks />
      </DeferHydration>
      <DeferHydration>
        <TestimonialsSection />
      </DeferHydration>
      <DeferHydration>
        <OwnerCta />
      </DeferHydration>
    </>
  );
}
