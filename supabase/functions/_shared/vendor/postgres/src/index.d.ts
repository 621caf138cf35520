// The package's declarations (`export =`, as for CommonJS) as this ES module's default export.
import postgres = require('../types/index.d.ts');
export default postgres;
