// The floor of the compact-shapes experiment: the `company` schema's types as plain Swift
// types with the conformances Sheaf's generated types promise (Hashable, Sendable, Codable,
// here all synthesised by the compiler) and no serialization code of Sheaf's at all. Public,
// so that the compiler keeps the unused types (public costs Sheaf's generated file 3.6 %).

public enum Gender: Int32, CaseIterable, Hashable, Sendable, Codable {
    case female = 0
    case male = 1
    case other = 2
}

public struct Employee: Hashable, Sendable, Codable {
    public var name: String
    public var age: Int32
    public var gender: Gender = .female
    public var email: String?
    public var tags: [String] = []
    public var scores: [Double] = []
    public var id: Int64
    public var active: Bool = false
}

public struct Company: Hashable, Sendable, Codable {
    public var employees: [Employee] = []
}

public struct Numeric: Hashable, Sendable, Codable {
    public var doubles: [Double] = []
    public var integers: [Int64] = []
}
