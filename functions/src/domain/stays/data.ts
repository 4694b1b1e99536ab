// A student's stays for the data export (docs/decisions/204-data-rights-in-the-app.md): the stays, their contacts
// and their rent invoices (docs/decisions/209-monthly-rent.md).
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { rentDataOfStays } from './rent-store';
import { stayDocsOfStudent } from './store';

export async function stayDataOfStudent(uid: string): Promise<ExportedDoc[]> {
  const docs = await stayDocsOfStudent(uid);
  const stayIds = docs.filter((d) => d.path.startsWith('stays/')).map((d) => d.path.split('/')[1]!);
  return [...docs, ...(await rentDataOfStays(stayIds))];
}
