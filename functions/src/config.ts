// One typed view of the environment the functions run in.
export const config = {
  region: 'asia-south1',
  /** True when running inside the Firebase emulator suite. */
  emulated: process.env.FUNCTIONS_EMULATOR === 'true',
  projectId: process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-kotastay',
} as const;
