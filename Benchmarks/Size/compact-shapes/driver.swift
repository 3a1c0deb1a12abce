// The callgrind driver of the compact-shapes experiment: builds the `company` records the
// benchmark uses (1,000 employees), then encodes or decodes them 20 times, as the first
// argument says (`none` builds only, so that its count can be subtracted).

@main
struct Driver {
    static func main() throws {
        let mode = CommandLine.arguments.dropFirst().first ?? "none"
        var people: [Employee] = []
        for index in 0..<1_000 {
            people.append(
                Employee(
                    name: "Person \(index)", age: Int32(20 + index % 40),
                    gender: index % 3 == 0 ? .male : .female,
                    email: index % 2 == 0 ? "p\(index)@example.com" : nil,
                    tags: ["t\(index % 7)", "team"], scores: [1.5, Double(index)],
                    id: Int64(index) * 7_919, active: index % 5 == 0
                )
            )
        }
        let company = Company(employees: people)
        let bytes = try company.serializedBytes()
        var total = 0
        switch mode {
        case "encode":
            for _ in 0..<20 { total &+= try company.serializedBytes().count }
        case "decode":
            for _ in 0..<20 { total &+= try Company(serializedBytes: bytes).employees.count }
        default:
            break
        }
        print(total)
    }
}
