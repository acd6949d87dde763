/** `value` written with at least `width` digits, leading zeros first: zeroPad(7) is '07'. */
export const zeroPad = (value: number, width = 2): string => String(value).padStart(width, '0');
