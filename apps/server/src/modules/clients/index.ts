/** Clients of a business: the client list, the business's private client cards and the online-booking block. */
export { clientCard, isClientBlocked, listClients } from './queries.ts';
export { saveClientCard } from './save-client-card.ts';
