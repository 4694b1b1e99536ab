// The student's date of birth, written once to their profile (users/{uid}.birthDate) with the Firestore client SDK:
// the rules accept it only in the calendar's shape and never change it afterwards (decision 203).
import { COLLECTIONS } from '@kotastay/shared/collections';
import { loadFirebase } from '../../../lib/firebase';

export async function saveBirthDate(uid: string, birthDate: string): Promise<void> {
  const [{ db }, fs] = await Promise.all([loadFirebase(), import('firebase/firestore')]);
  await fs.updateDoc(fs.doc(db, COLLECTIONS.users, uid), { birthDate, updatedAt: fs.serverTimestamp() });
}
