// The stays feature's public entry (docs/decisions/207-stays-notice-and-exit.md): the lists other screens show.
export { ChildStays, MyStays, NoticesDesk, Residents, RoomChangesDesk } from './components/stay-lists';
