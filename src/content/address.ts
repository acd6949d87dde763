import type { Address } from './types';

/** The address on one line, as the copy, the contact cards and the footer write it. */
export const formatAddress = (address: Address) =>
  `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
