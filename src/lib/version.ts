/** The version label the console shows (spec section 1); kept equal to package.json's by a test. */
export const APP_VERSION = '1.1.0';
