import { ComingSoon } from '../components/coming-soon';

export default function Screen() {
  return <ComingSoon feature="teamMovein" />;
}
