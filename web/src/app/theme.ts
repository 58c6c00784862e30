/** Rounded corners on: radius 6, else 2 (spec §9). */
export const radiusOf = (rounded: boolean) => (rounded ? 6 : 2)
