import Foundation
import Sheaf

/// Sheaf's generated coders (from schemas/bench.yaml, through SheafPlugin), on every dataset.
enum SheafPeer {
    static func contenders(
        company: CodableCompany, numeric: [NumericDataset], timeline: CodableTimeline, graph: GraphShape
    ) throws -> [Contender] {
        [contender("company", records: company.employees.count, value: convert(company))]
            + numeric.map { contender($0.name, records: $0.value.count, value: convert($0.value)) }
            + [
                contender("polymorphic", records: timeline.events.count, value: convert(timeline)),
                contender("graph", records: graph.labels.count, value: convert(graph)),
            ]
    }

    private static func contender<M: SheafMessage>(_ dataset: String, records: Int, value: M) -> Contender {
        let box = EncodedBox([UInt8]())
        return Contender(
            peer: "sheaf", dataset: dataset, records: records,
            encode: {
                box.bytes = try value.serializedBytes()
                return box.bytes.count
            },
            decode: { blackHole(try M(serializedBytes: box.bytes)) },
            // Canonical encoding makes byte equality value equality, for every dataset
            // (including protocol-typed lists and class graphs, which are not Equatable).
            roundTrips: { try M(serializedBytes: box.bytes).serializedBytes() == box.bytes })
    }

    static func convert(_ company: CodableCompany) -> Company {
        Company(
            employees: company.employees.map { employee in
                Employee(
                    name: employee.name, age: employee.age, gender: Gender(rawValue: employee.gender.rawValue)!,
                    email: employee.email, tags: employee.tags, scores: employee.scores, id: employee.id,
                    active: employee.active)
            })
    }

    static func convert(_ numeric: CodableNumeric) -> Numeric {
        Numeric(doubles: numeric.doubles, integers: numeric.integers)
    }

    static func convert(_ timeline: CodableTimeline) -> Timeline {
        Timeline(
            events: timeline.events.map { event -> any Event in
                switch event {
                case .click(let at, let x, let y, let buttons): Click(at: at, x: x, y: y, buttons: buttons)
                case .key(let at, let key, let modifiers): KeyPress(at: at, key: key, modifiers: modifiers)
                case .scroll(let at, let dx, let dy): Scroll(at: at, dx: dx, dy: dy)
                }
            })
    }

    /// The tree's root; every node reachable from it.
    static func convert(_ graph: GraphShape) -> Node {
        let nodes = graph.labels.indices.map { Node(label: graph.labels[$0], weight: graph.weights[$0]) }
        for index in nodes.indices {
            nodes[index].children = graph.children[index].map { nodes[$0] }
            nodes[index].link = graph.links[index].map { nodes[$0] }
        }
        return nodes[0]
    }
}
