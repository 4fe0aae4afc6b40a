/** The shop's words about delivery and PIN codes (browser-safe: the checkout shows the same). */
export const deliveryMessages = {
  badPin: "PIN code must be 6 digits and cannot start with 0",
  unknownPin: (pin: string) => `PIN code ${pin} is not in India Post's directory. Please check it.`,
  stateMismatch: (pin: string, state: string) => `PIN code ${pin} is in ${state}. Please choose ${state} as the state, or check the PIN code.`,
  codOffAtPin: (pin: string) => `Cash on delivery is not offered at PIN code ${pin}. Please pay online.`,
  codOffInState: (state: string) => `Cash on delivery is not offered in ${state}. Please pay online.`,
} as const;
