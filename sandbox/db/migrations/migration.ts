export interface Migration {
  /** Unique and ordered: 'NNN-name'. Never edit an applied migration; add a new one. */
  id: string;
  sql: string;
}
