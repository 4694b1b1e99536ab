import { LegalScreen } from '../components/legal-screen';

export default function TermsScreen() {
  return <LegalScreen page="terms" />;
}
