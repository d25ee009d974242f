import { relations } from 'drizzle-orm';
import { apiTokens, groups, loginEvents, userGroups, userRights, users } from './access';
import {
  praises,
  publicationExportItems,
  publicationExports,
  publicationPrices,
  publications,
  publicationTaxonomyTerms,
  taxonomyTerms,
} from './catalogue';
import { emailOutbox, emailTypes, newsletters, proposals } from './content';
import {
  contractInstalments,
  contractParties,
  contractRoyaltyTiers,
  contracts,
  contractSubrights,
} from './contracts';
import { currencies, exchangeRates } from './currencies';
import { expenses, invoiceLines, invoices, orderLines, orders, coupons } from './finance';
import { commissionings, commissioningStatusChanges, contacts, editorReviews } from './publishing';
import { royaltyStatementLines, royaltyStatements } from './royalties';

export const usersRelations = relations(users, ({ many }) => ({
  groups: many(userGroups),
  rights: many(userRights),
  apiTokens: many(apiTokens),
  loginEvents: many(loginEvents),
  commissionings: many(commissionings),
  reviews: many(editorReviews),
}));

export const groupsRelations = relations(groups, ({ many }) => ({ members: many(userGroups) }));

export const userGroupsRelations = relations(userGroups, ({ one }) => ({
  user: one(users, { fields: [userGroups.userId], references: [users.id] }),
  group: one(groups, { fields: [userGroups.groupId], references: [groups.id] }),
}));

export const userRightsRelations = relations(userRights, ({ one }) => ({
  user: one(users, { fields: [userRights.userId], references: [users.id] }),
}));

export const apiTokensRelations = relations(apiTokens, ({ one }) => ({
  user: one(users, { fields: [apiTokens.userId], references: [users.id] }),
}));

export const loginEventsRelations = relations(loginEvents, ({ one }) => ({
  user: one(users, { fields: [loginEvents.userId], references: [users.id] }),
}));

export const contactsRelations = relations(contacts, ({ many }) => ({
  contractParties: many(contractParties),
  leadOf: many(commissionings),
}));

export const commissioningsRelations = relations(commissionings, ({ one, many }) => ({
  editor: one(users, { fields: [commissionings.editorId], references: [users.id] }),
  leadContact: one(contacts, { fields: [commissionings.leadContactId], references: [contacts.id] }),
  proposal: one(proposals, { fields: [commissionings.proposalId], references: [proposals.id] }),
  contracts: many(contracts),
  publications: many(publications),
  statusChanges: many(commissioningStatusChanges),
}));

export const commissioningStatusChangesRelations = relations(commissioningStatusChanges, ({ one }) => ({
  commissioning: one(commissionings, {
    fields: [commissioningStatusChanges.commissioningId],
    references: [commissionings.id],
  }),
  changedBy: one(users, { fields: [commissioningStatusChanges.changedById], references: [users.id] }),
}));

export const editorReviewsRelations = relations(editorReviews, ({ one }) => ({
  editor: one(users, { fields: [editorReviews.editorId], references: [users.id] }),
  reviewer: one(contacts, { fields: [editorReviews.reviewerContactId], references: [contacts.id] }),
  commissioning: one(commissionings, {
    fields: [editorReviews.commissioningId],
    references: [commissionings.id],
  }),
}));

export const contractsRelations = relations(contracts, ({ one, many }) => ({
  commissioning: one(commissionings, {
    fields: [contracts.commissioningId],
    references: [commissionings.id],
  }),
  currency: one(currencies, { fields: [contracts.currency], references: [currencies.code] }),
  parties: many(contractParties),
  royaltyTiers: many(contractRoyaltyTiers),
  instalments: many(contractInstalments),
  subrights: many(contractSubrights),
  publications: many(publications),
  royaltyStatements: many(royaltyStatements),
}));

export const contractPartiesRelations = relations(contractParties, ({ one }) => ({
  contract: one(contracts, { fields: [contractParties.contractId], references: [contracts.id] }),
  contact: one(contacts, { fields: [contractParties.contactId], references: [contacts.id] }),
}));

export const contractRoyaltyTiersRelations = relations(contractRoyaltyTiers, ({ one }) => ({
  contract: one(contracts, { fields: [contractRoyaltyTiers.contractId], references: [contracts.id] }),
}));

export const contractInstalmentsRelations = relations(contractInstalments, ({ one }) => ({
  contract: one(contracts, { fields: [contractInstalments.contractId], references: [contracts.id] }),
}));

export const contractSubrightsRelations = relations(contractSubrights, ({ one }) => ({
  contract: one(contracts, { fields: [contractSubrights.contractId], references: [contracts.id] }),
}));

export const publicationsRelations = relations(publications, ({ one, many }) => ({
  commissioning: one(commissionings, {
    fields: [publications.commissioningId],
    references: [commissionings.id],
  }),
  contract: one(contracts, { fields: [publications.contractId], references: [contracts.id] }),
  prices: many(publicationPrices),
  praises: many(praises),
  terms: many(publicationTaxonomyTerms),
}));

export const publicationPricesRelations = relations(publicationPrices, ({ one }) => ({
  publication: one(publications, {
    fields: [publicationPrices.publicationId],
    references: [publications.id],
  }),
}));

export const praisesRelations = relations(praises, ({ one }) => ({
  publication: one(publications, { fields: [praises.publicationId], references: [publications.id] }),
}));

export const taxonomyTermsRelations = relations(taxonomyTerms, ({ one, many }) => ({
  parent: one(taxonomyTerms, {
    fields: [taxonomyTerms.parentId],
    references: [taxonomyTerms.id],
    relationName: 'parent',
  }),
  children: many(taxonomyTerms, { relationName: 'parent' }),
  publications: many(publicationTaxonomyTerms),
}));

export const publicationTaxonomyTermsRelations = relations(publicationTaxonomyTerms, ({ one }) => ({
  publication: one(publications, {
    fields: [publicationTaxonomyTerms.publicationId],
    references: [publications.id],
  }),
  term: one(taxonomyTerms, { fields: [publicationTaxonomyTerms.termId], references: [taxonomyTerms.id] }),
}));

export const publicationExportsRelations = relations(publicationExports, ({ many }) => ({
  items: many(publicationExportItems),
}));

export const publicationExportItemsRelations = relations(publicationExportItems, ({ one }) => ({
  export: one(publicationExports, {
    fields: [publicationExportItems.exportId],
    references: [publicationExports.id],
  }),
  publication: one(publications, {
    fields: [publicationExportItems.publicationId],
    references: [publications.id],
  }),
}));

export const exchangeRatesRelations = relations(exchangeRates, ({ one }) => ({
  from: one(currencies, {
    fields: [exchangeRates.fromCurrency],
    references: [currencies.code],
    relationName: 'from',
  }),
  to: one(currencies, {
    fields: [exchangeRates.toCurrency],
    references: [currencies.code],
    relationName: 'to',
  }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  lines: many(orderLines),
  coupon: one(coupons, { fields: [orders.couponId], references: [coupons.id] }),
  invoices: many(invoices),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  publication: one(publications, { fields: [orderLines.publicationId], references: [publications.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  order: one(orders, { fields: [invoices.orderId], references: [orders.id] }),
  lines: many(invoiceLines),
}));

export const invoiceLinesRelations = relations(invoiceLines, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceLines.invoiceId], references: [invoices.id] }),
  publication: one(publications, { fields: [invoiceLines.publicationId], references: [publications.id] }),
}));

export const expensesRelations = relations(expenses, ({ one }) => ({
  publication: one(publications, { fields: [expenses.publicationId], references: [publications.id] }),
}));

export const royaltyStatementsRelations = relations(royaltyStatements, ({ one, many }) => ({
  contract: one(contracts, { fields: [royaltyStatements.contractId], references: [contracts.id] }),
  contact: one(contacts, { fields: [royaltyStatements.contactId], references: [contacts.id] }),
  lines: many(royaltyStatementLines),
}));

export const royaltyStatementLinesRelations = relations(royaltyStatementLines, ({ one }) => ({
  statement: one(royaltyStatements, {
    fields: [royaltyStatementLines.statementId],
    references: [royaltyStatements.id],
  }),
  publication: one(publications, {
    fields: [royaltyStatementLines.publicationId],
    references: [publications.id],
  }),
}));

export const newslettersRelations = relations(newsletters, ({ many }) => ({ messages: many(emailOutbox) }));

export const emailOutboxRelations = relations(emailOutbox, ({ one }) => ({
  newsletter: one(newsletters, { fields: [emailOutbox.newsletterId], references: [newsletters.id] }),
  emailType: one(emailTypes, { fields: [emailOutbox.emailTypeId], references: [emailTypes.id] }),
}));
