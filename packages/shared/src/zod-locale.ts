import { z } from 'zod';
import lithuanian from 'zod/v4/locales/lt.js';

/** zod's own field messages (wrong type, too short…) in Lithuanian, on the server and in the browser. */
z.config(lithuanian());
