/** sql.js's build compiled to JavaScript (asm.js), with the same interface as its WebAssembly build. */
declare module 'sql.js/dist/sql-asm.js' {
  import initSqlJs from 'sql.js';
  export default initSqlJs;
}
