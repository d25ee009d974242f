/** News headlines, some about a title of the list. */
export const HEADLINES = [
  (title: string) => `${title} shortlisted for the Northbridge Prize`,
  (title: string) => `${title} wins the Harbour Book Award`,
  (title: string) => `Paperback edition of ${title} out now`,
  (title: string) => `${title} chosen as a book club pick`,
  (title: string) => `Translation rights to ${title} sold in six languages`,
  () => 'Our new list for the coming season',
  () => 'Meet us at the book fair',
  () => 'We are open for submissions',
  () => 'Colophon welcomes a new commissioning editor',
];
