/// The command line of `sheaf-bench`.
struct BenchOptions {
    var jsonPath: String?
    var samples = 7
    var quick = false
    var datasets: Set<String> = []
    var peers: Set<String> = []
    /// `--help` was given: print the usage and run nothing.
    var helpRequested = false

    /// The usage line `--help` prints.
    static let usage = "usage: sheaf-bench [--json FILE] [--samples N] [--quick] [--dataset NAME]… [--peer NAME]…"

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(after flag: String) throws -> String {
            guard let value = rest.popFirst() else { throw BenchFailure("\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": jsonPath = try value(after: argument)
            case "--samples":
                guard let count = Int(try value(after: argument)), count > 0 else {
                    throw BenchFailure("--samples needs a positive number")
                }
                samples = count
            case "--quick": quick = true
            case "--dataset": datasets.insert(try value(after: argument))
            case "--peer": peers.insert(try value(after: argument))
            case "--help", "-h": helpRequested = true
            default: throw BenchFailure("unknown argument '\(argument)'")
            }
        }
    }

    func includes(_ contender: Contender) -> Bool {
        (datasets.isEmpty || datasets.contains(contender.dataset)) && includes(peer: contender.peer)
    }

    func includes(peer: String) -> Bool {
        peers.isEmpty || peers.contains(peer)
    }
}
