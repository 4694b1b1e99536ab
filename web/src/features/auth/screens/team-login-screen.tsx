import { StaffLogin } from '../components/staff-login';

export default function TeamLoginScreen() {
  return <StaffLogin area="team" />;
}
