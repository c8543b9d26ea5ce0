/**
 * Node tests of code that names things for the reader (chips, CSV, table columns): English,
 * the code's own messages, active before the test's module runs.
 */
import { i18n } from '@lingui/core';
import { messages } from '../locales/en/messages.po';

i18n.loadAndActivate({ locale: 'en', messages });
