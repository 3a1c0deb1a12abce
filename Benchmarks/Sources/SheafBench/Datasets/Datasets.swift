import Foundation

// The datasets in a neutral form: plain Codable structs, which the Foundation peers encode
// directly and the other peers convert from before anything is timed.

/// Gender as the Codable models spell it.
enum CodableGender: Int32, Codable, Equatable, CaseIterable {
    case female, male, other
}

/// One record of the `company` dataset.
struct CodableEmployee: Codable, Equatable {
    var name: String
    var age: Int32
    var gender: CodableGender
    var email: String?
    var tags: [String]
    var scores: [Double]
    var id: Int64
    var active: Bool
}

/// The `company` dataset.
struct CodableCompany: Codable, Equatable {
    var employees: [CodableEmployee]
}

/// The `numeric` dataset.
struct CodableNumeric: Codable, Equatable {
    var doubles: [Double]
    var integers: [Int64]

    /// Numbers in the dataset, the records counted.
    var count: Int { doubles.count + integers.count }
}

/// One of the number-array datasets: `numeric` (both lists), `numeric-float64` (only the
/// float64 list) or `numeric-int64` (only the int64 list), so the float64 and integer
/// targets are each measured on their own.
struct NumericDataset {
    var name: String
    var value: CodableNumeric
}

/// One member of the event family, as a tagged union for Codable.
enum CodableEvent: Codable, Equatable {
    case click(at: Int64, x: Int32, y: Int32, buttons: UInt32)
    case key(at: Int64, key: String, modifiers: UInt32)
    case scroll(at: Int64, dx: Double, dy: Double)
}

/// The `polymorphic` dataset.
struct CodableTimeline: Codable, Equatable {
    var events: [CodableEvent]
}

/// The `graph` dataset in neutral form: nodes in creation order, children by index, and
/// each node's optional link to another node (shared instances).
struct GraphShape {
    var labels: [String]
    var weights: [Double]
    var children: [[Int]]
    var links: [Int?]
}

/// Builds every dataset from fixed seeds.
enum Datasets {
    static func company(count: Int = 10_000) -> CodableCompany {
        var random = SeededGenerator(seed: 1)
        var employees: [CodableEmployee] = []
        employees.reserveCapacity(count)
        for index in 0..<count {
            let name = random.name()
            let hasEmail = Int.random(in: 0..<10, using: &random) < 7
            let email = hasEmail ? name.lowercased() + "@" + random.letters(4) + ".example" : nil
            let tags = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                random.letters(Int.random(in: 4...8, using: &random))
            }
            let scores = (0..<8).map { _ in Double.random(in: 0..<100, using: &random) }
            // Mostly sequential ids, every 16th one large.
            let id = index % 16 == 0 ? Int64.random(in: 1 << 40..<1 << 62, using: &random) : Int64(index)
            employees.append(
                CodableEmployee(
                    name: name, age: Int32.random(in: 18...70, using: &random),
                    gender: CodableGender.allCases.randomElement(using: &random)!,
                    email: email, tags: tags, scores: scores, id: id,
                    active: Bool.random(using: &random)))
        }
        return CodableCompany(employees: employees)
    }

    static func numeric(count: Int = 1_000_000) -> CodableNumeric {
        var random = SeededGenerator(seed: 2)
        let doubles = (0..<count).map { _ in Double.random(in: -1e6..<1e6, using: &random) }
        let integers = (0..<count).map { _ in Int64.random(in: -1_000_000..<1_000_000, using: &random) }
        return CodableNumeric(doubles: doubles, integers: integers)
    }

    /// `numeric` plus its float64-only and int64-only halves, each list `count` long, and
    /// `numeric-int64-mixed` (``mixedIntegers(count:)``).
    static func numericVariants(count: Int = 1_000_000) -> [NumericDataset] {
        let both = numeric(count: count)
        return [
            NumericDataset(name: "numeric", value: both),
            NumericDataset(name: "numeric-float64", value: CodableNumeric(doubles: both.doubles, integers: [])),
            NumericDataset(name: "numeric-int64", value: CodableNumeric(doubles: [], integers: both.integers)),
            NumericDataset(name: "numeric-int64-mixed", value: CodableNumeric(doubles: [], integers: mixedIntegers(count: count))),
        ]
    }

    /// `count` int64 values of mixed magnitude: each one's bit length drawn evenly from 1…63,
    /// its magnitude evenly from that bit length's range, and a quarter of them negative —
    /// where a list's largest element decides a fixed width (8 bytes) but most elements are
    /// small, as in timestamps mixed with counters or deltas.
    static func mixedIntegers(count: Int) -> [Int64] {
        var random = SeededGenerator(seed: 5)
        return (0..<count).map { _ in
            let lowest: Int64 = 1 << Int64.random(in: 0...62, using: &random)  // bit length 1…63
            let magnitude = Int64.random(in: lowest...(lowest - 1 + lowest), using: &random)
            return Int.random(in: 0..<4, using: &random) == 0 ? -magnitude : magnitude
        }
    }

    static func polymorphic(count: Int = 10_000) -> CodableTimeline {
        var random = SeededGenerator(seed: 3)
        var at: Int64 = 1_700_000_000_000
        let events: [CodableEvent] = (0..<count).map { _ in
            at += Int64.random(in: 1...5_000, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                return .click(
                    at: at, x: Int32.random(in: 0..<4096, using: &random),
                    y: Int32.random(in: 0..<2160, using: &random), buttons: UInt32.random(in: 0..<8, using: &random))
            case 1:
                return .key(
                    at: at, key: random.letters(Int.random(in: 1...6, using: &random)),
                    modifiers: UInt32.random(in: 0..<16, using: &random))
            default:
                return .scroll(
                    at: at, dx: Double.random(in: -50..<50, using: &random),
                    dy: Double.random(in: -500..<500, using: &random))
            }
        }
        return CodableTimeline(events: events)
    }

    static func graph(count: Int = 10_000) -> GraphShape {
        var random = SeededGenerator(seed: 4)
        var shape = GraphShape(labels: [], weights: [], children: [], links: [])
        for index in 0..<count {
            shape.labels.append(random.letters(Int.random(in: 4...10, using: &random)))
            shape.weights.append(Double.random(in: 0..<1, using: &random))
            shape.children.append([])
            // A uniformly chosen earlier parent gives a random recursive tree, about
            // e·ln(count) levels deep at most.
            if index > 0 { shape.children[Int.random(in: 0..<index, using: &random)].append(index) }
        }
        // Half the nodes link to a node whose subtree the depth-first writer has already
        // finished: shared instances, written as references, and no cycles (so ARC frees
        // every decoded graph; cycles are the tests' business).
        var finished: [Int] = []
        var links = [Int?](repeating: nil, count: count)
        func visit(_ node: Int) {
            if !finished.isEmpty, Bool.random(using: &random) {
                links[node] = finished.randomElement(using: &random)
            }
            for child in shape.children[node] { visit(child) }
            finished.append(node)
        }
        if count > 0 { visit(0) }
        shape.links = links
        return shape
    }
}
