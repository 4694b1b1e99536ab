import { expect, test } from 'vitest';
import { LOCAL_GRIEVANCE_OFFICER, grievanceConfigProblem, grievanceOfficerFrom } from './grievance';

const REAL = { VITE_GRIEVANCE_NAME: 'Meena Gupta', VITE_GRIEVANCE_EMAIL: 'grievance@kotastay.in', VITE_GRIEVANCE_PHONE: '+91 98290 00001' };

test('configured: the officer as configured, answered within 30 days unless said otherwise', () => {
  expect(grievanceConfigProblem(REAL)).toBeNull();
  expect(grievanceOfficerFrom(REAL)).toEqual({
    name: 'Meena Gupta',
    email: 'grievance@kotastay.in',
    phone: '+91 98290 00001',
    phoneHref: 'tel:+919829000001',
    responseDays: 30,
    localPlaceholder: false,
  });
  expect(grievanceOfficerFrom({ ...REAL, VITE_GRIEVANCE_RESPONSE_DAYS: '15' }).responseDays).toBe(15);
});

test('not configured or unusable: the local placeholder, marked as one, and a problem for a production build', () => {
  expect(grievanceOfficerFrom({})).toBe(LOCAL_GRIEVANCE_OFFICER);
  expect(LOCAL_GRIEVANCE_OFFICER.localPlaceholder).toBe(true);
  expect(grievanceConfigProblem({})).toMatch(/VITE_GRIEVANCE_NAME, VITE_GRIEVANCE_EMAIL, VITE_GRIEVANCE_PHONE/);
  expect(grievanceConfigProblem({ ...REAL, VITE_GRIEVANCE_EMAIL: 'nobody' })).toMatch(/not an e-mail/);
  expect(grievanceConfigProblem({ ...REAL, VITE_GRIEVANCE_EMAIL: LOCAL_GRIEVANCE_OFFICER.email })).toMatch(/placeholder/);
  expect(grievanceConfigProblem({ ...REAL, VITE_GRIEVANCE_PHONE: 'call us' })).toMatch(/not a phone/);
  expect(grievanceConfigProblem({ ...REAL, VITE_GRIEVANCE_RESPONSE_DAYS: '120' })).toMatch(/1 to 90/);
  expect(grievanceOfficerFrom({ ...REAL, VITE_GRIEVANCE_RESPONSE_DAYS: '120' }).localPlaceholder).toBe(true);
});

test('helplines: the national numbers; the district student helpline as configured, else the local placeholder and a problem', async () => {
  const { EMERGENCY_NUMBER, TELE_MANAS, LOCAL_STUDENT_HELPLINE, studentHelplineConfigProblem, studentHelplineFrom } = await import('./grievance');
  expect(TELE_MANAS).toBe('14416');
  expect(EMERGENCY_NUMBER).toBe('112');
  const set = { VITE_STUDENT_HELPLINE_NAME: 'Kota Police Student Cell', VITE_STUDENT_HELPLINE_PHONE: '+91 73000 00000' };
  expect(studentHelplineConfigProblem(set)).toBeNull();
  expect(studentHelplineFrom(set)).toEqual({ name: 'Kota Police Student Cell', phone: '+91 73000 00000', phoneHref: 'tel:+917300000000', localPlaceholder: false });
  expect(studentHelplineFrom({})).toBe(LOCAL_STUDENT_HELPLINE);
  expect(studentHelplineConfigProblem({})).toMatch(/VITE_STUDENT_HELPLINE_NAME, VITE_STUDENT_HELPLINE_PHONE/);
  expect(studentHelplineConfigProblem({ ...set, VITE_STUDENT_HELPLINE_PHONE: 'ask' })).toMatch(/not a phone/);
});
