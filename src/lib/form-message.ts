import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A form schema's message, written as a Lingui descriptor (`formMessage(msg`Enter a number.`)`):
 * the schema is built once, but its messages must read in the page's language, also after a
 * switch while one shows. So the schema carries the message's id, and the field reads it out
 * where it shows it (`messageText`, in `useFieldError`).
 */
export const formMessage = (descriptor: MessageDescriptor): string => descriptor.id;

/** A form error's words in the active language; text that is no message id stays as it is. */
export const messageText = (message: string): string => i18n._(message);
