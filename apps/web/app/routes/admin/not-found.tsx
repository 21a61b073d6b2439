/**
 * An address under `/administratorius/` that names no page: after the area's guard (a visitor logs
 * in first), the 404 page inside the area's menu (the layout's error boundary).
 */
export function loader(): never {
  throw new Response('Not Found', { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
