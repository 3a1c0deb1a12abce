import Sheaf

/// Every message type the showcase schemas generate, generic ones at one instantiation each
/// (their arguments as the showcase uses them, so seeds of those shapes decode), and a payload
/// case holding a class instance (`Pair<Int32, Outcome<Garage>>`: an entry read from inside a
/// case). Metatypes
/// are immutable; the array is never written after start-up.
nonisolated(unsafe) let messageTypes: [any SheafMessage.Type] = [
    Address.self, Author.self, BoardGame.self, Book.self, BookFormat.self, Branch.self, Bus.self, Car.self,
    Cell<String>.self, Defaults.self, Depot.self, Directory.self, Disc.self, Duties.self,
    Either<Int32, String>.self, ElectricBike.self, ElectricCar.self, Employee.self, Evolving.self,
    Features32.self, Features64.self, Garage.self, Gender.self, Generics.self, Genre.self, Huge.self,
    JsonValue.self, Keyword.self, KeywordFlags.self, Keywords.self, Library.self, ListNode.self, Loan.self,
    LoanStatus.self, MapKeys.self, Member.self, MemberPrivileges.self, MembershipTier.self, Mood.self,
    Nesting.self, Node.self, OpeningHours.self, OptionalPrimitives.self, Outcome<PayrollRun>.self,
    Page<Book>.self, Pair<String, [Double]>.self, Pair<Int32, Outcome<Garage>>.self, PayrollRun.self, Periodical.self, Permissions16.self,
    Photo.self, Ping.self, Platform.self, Pong.self, PowerBank.self, Primitives.self, Registry<String>.self,
    Series.self, Shape.self, Stack<Int32>.self, Sticker.self, Team.self, Tiny.self, Token.self,
    Tree.self, Triple<Int8, String, Bool>.self, Truck.self, Unit.self, VoiceMemo.self, Weekday.self, Wide.self,
]

/// Feeds arbitrary bytes to the generated decoders of the showcase schemas (compiled from
/// Tests/SheafGeneratedTests/Generated, linked here as `Generated/`), trying every message
/// type, and checks what must hold whatever the bytes: a value that decodes re-encodes, the
/// re-encoding decodes again, and encoding that gives the same bytes (canonical fixed point).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerated(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for type in messageTypes {
        check(type, bytes)
    }
    return 0
}

private func check<T: SheafMessage>(_ type: T.Type, _ bytes: [UInt8]) {
    guard let value = try? T(serializedBytes: bytes) else { return }
    do {
        let canonical = try value.serializedBytes()
        let again = try T(serializedBytes: canonical)
        let reencoded = try again.serializedBytes()
        precondition(reencoded == canonical, "\(T.self): canonical encoding is not a fixed point")
    } catch {
        preconditionFailure("\(T.self): a decoded value failed to re-encode or decode again: \(error)")
    }
}
