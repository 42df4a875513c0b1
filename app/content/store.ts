export const store = {
  notConnected: (email: string) =>
    `Online ordering isn't connected yet. Email us at ${email} and we'll send your jar.`,
} as const;
