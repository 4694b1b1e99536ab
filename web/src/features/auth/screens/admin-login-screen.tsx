import { StaffLogin } from '../components/staff-login';

export default function AdminLoginScreen() {
  return <StaffLogin area="admin" />;
}
