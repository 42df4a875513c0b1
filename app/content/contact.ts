export const contact = {
  heading: 'Contact Us',
  subtitle: "Questions? We'd love to hear from you!",
  directEmailLead: 'Prefer email? Write to us at',
} as const;
