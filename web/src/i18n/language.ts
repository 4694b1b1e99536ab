// The languages and how a URL carries one: shared with the Functions (docs/decisions/140-hindi.md).
export * from '@kotastay/shared/language';
