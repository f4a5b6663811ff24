export {
  LiveConnection,
  type LiveConnectionOptions,
  type LiveEventHandler,
  type LiveSocket,
  loadSocketIoClient,
  type OpenLiveSocket,
} from './live-connection.js';
