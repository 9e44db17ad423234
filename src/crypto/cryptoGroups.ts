/** Spec §3 group keys whose methods are coins: the crypto group and the West African crypto deposit groups. */
export const isCryptoGroup = (name: string): boolean => name === 'crypto' || /^cryptodep-[a-z]+-grouped$/.test(name);
