/**
 * The bench's reference page: a bare MUI X DataGrid (its defaults, its own quick filter) showing the
 * same profiles the console's user management shows, fetched with the same search call. No theme,
 * no store, no router, no translations: what the table kit adds is measured against this.
 */
import { createRoot } from 'react-dom/client';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

declare global {
  interface Window {
    benchConfig: { apiBaseUrl: string; accessToken: string };
  }
}

const columns: GridColDef[] = [
  { field: 'fullName', headerName: 'User', flex: 1.4, minWidth: 230 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
  { field: 'phoneNumber', headerName: 'Phone number', flex: 0.7, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'active', headerName: 'Status', width: 120, type: 'boolean' },
];

async function main() {
  const { apiBaseUrl, accessToken } = window.benchConfig;
  const answer = await fetch(`${apiBaseUrl}/admin/api/v1/profiles/search`, {
    headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'th' },
  });
  const rows = ((await answer.json()) as { data: { profileId: string }[] }).data;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <div style={{ height: 900 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={(row) => row.profileId}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </div>,
  );
}

void main();
