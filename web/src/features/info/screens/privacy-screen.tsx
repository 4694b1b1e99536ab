import { LegalScreen } from '../components/legal-screen';

export default function PrivacyScreen() {
  return <LegalScreen page="privacy" />;
}
