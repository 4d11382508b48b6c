/**
 * The ground-height grid a project's terrain model arrives in, and decoded terrain tiles are
 * read through: the studies' module, so the pages and the server's studies sample it alike.
 */
export { contains, type GeoBox, type GeoGrid, sampleGrid } from '@vantage/contracts/studies/geo-grid';
