export { lodgingRoutes } from './routes'
export { lodgingBookings, lodgingHotels, lodgingOccupants, lodgingRoomTypes, lodgingSettings, parkingVehicles } from './tables'
