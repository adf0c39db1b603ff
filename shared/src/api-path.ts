/** Where the API answers (spec §6), in a module of its own: the shell needs it without the rules' texts. */
export const API_PATH = '/api/v1';
