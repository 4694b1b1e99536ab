import { LegalScreen } from '../components/legal-screen';

export default function RefundScreen() {
  return <LegalScreen page="refund" />;
}
