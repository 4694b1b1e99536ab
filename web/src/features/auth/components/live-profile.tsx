// The signed-in user's own profile, users/{uid}, read live from Firestore under the rules with reactfire
// (a save, an admin's role change or an owner verification shows at once, without a refetch). Loaded lazily
// by the SessionProvider once someone is signed in, so reactfire and Firebase stay out of the landing page.
import { Component, useEffect, type ReactNode } from 'react';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import { loadFirebase } from '../../../lib/firebase';
import { FirebaseSdkProviders } from '../../../lib/reactfire-providers';
import { toUserResponse } from '@kotastay/shared/user-doc';
import { useOwnProfileDoc } from '../hooks/use-own-profile-doc';

/** What the session learns: still waiting, or the profile (null = none yet, or it could not be read). */
export type LiveProfileState = { uid: string; status: 'loading' } | { uid: string; status: 'ready'; profile: UserResponse | null };

type Props = { uid: string; onChange(state: LiveProfileState): void };

/** How long the session waits for the server's first answer before going on without a profile. */
const SERVER_ANSWER_TIMEOUT_MS = 15_000;

function OwnProfile({ uid, onChange }: Props) {
  const { status, data: snap } = useOwnProfileDoc(uid);
  useEffect(() => {
    if (status === 'success' && snap && (snap.exists() || !snap.metadata.fromCache)) {
      onChange({ uid, status: 'ready', profile: snap.exists() ? toUserResponse(uid, snap.data()) : null });
      return;
    }
    // No answer yet, or "no document" straight from the local cache, which may only mean "not fetched yet":
    // wait for the server, but not for ever (offline): then there is no profile to show (docs/requirements/errors-and-messages.md#other-messages).
    onChange({ uid, status: 'loading' });
    const timer = window.setTimeout(() => onChange({ uid, status: 'ready', profile: null }), SERVER_ANSWER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, snap, uid, onChange]);
  return null;
}

/**
 * reactfire throws a listener's error while rendering. A profile that cannot be read is treated as none
 * (docs/requirements/errors-and-messages.md#other-messages, as the API path did): the user can still fill it in at /setup-profile.
 */
class ProfileErrorBoundary extends Component<Props & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    console.error('Failed to read the profile', err);
    this.props.onChange({ uid: this.props.uid, status: 'ready', profile: null });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** For React.lazy: resolves once Firebase is loaded, with a component bound to its handles. */
export async function loadLiveProfile(): Promise<{ default: (props: Props) => ReactNode }> {
  const firebase = await loadFirebase();
  function LiveProfile(props: Props) {
    return (
      <ProfileErrorBoundary key={props.uid} {...props}>
        <FirebaseSdkProviders firebase={firebase}>
          <OwnProfile {...props} />
        </FirebaseSdkProviders>
      </ProfileErrorBoundary>
    );
  }
  return { default: LiveProfile };
}
