export { createService } from './create-service.ts';
export { orderServices } from './order-services.ts';
export { getService, listServices } from './queries.ts';
export { setServiceActive } from './set-service-active.ts';
export { updateService } from './update-service.ts';
