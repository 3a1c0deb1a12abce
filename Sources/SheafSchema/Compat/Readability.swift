/// How well a reader of one type reads the bytes written for another type.
enum Readability: Hashable, Sendable {
    /// Every value reads back as written.
    case exact
    /// Some values read back as written; the others fail with an error (never misread).
    case valueDependent(String)
    /// Values fail to read or, worse, read as something else.
    case incompatible(String)

    /// Whether every value reads back as written.
    var isExact: Bool { self == .exact }

    /// Why not every value reads, or nil when all do.
    var reason: String? {
        switch self {
        case .exact: nil
        case .valueDependent(let reason), .incompatible(let reason): reason
        }
    }

    /// The worse of two: incompatible over value-dependent over exact; the first reason wins a tie.
    func combined(with other: Readability) -> Readability {
        switch (self, other) {
        case (.incompatible, _): self
        case (_, .incompatible): other
        case (.valueDependent, _): self
        case (_, .valueDependent): other
        default: .exact
        }
    }
}
