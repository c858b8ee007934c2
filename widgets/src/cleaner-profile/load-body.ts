/** The loaded profile's content, on demand (CleanerProfile starts it with the data request). */
export const loadProfileBody = () => import('./ProfileBody.tsx');
