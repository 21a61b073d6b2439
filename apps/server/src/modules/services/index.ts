export { createService, getService, listServices, orderServices, setServiceActive, updateService } from './services.ts';
