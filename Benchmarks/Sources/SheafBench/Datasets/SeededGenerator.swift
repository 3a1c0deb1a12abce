/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so every
/// run and every machine builds the same datasets.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A string of `length` lowercase ASCII letters.
    mutating func letters(_ length: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        for _ in 0..<length {
            bytes.append(UInt8.random(in: 97...122, using: &self))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A string of 8–16 ASCII letters, starting with a capital.
    mutating func name() -> String {
        let word = letters(Int.random(in: 8...16, using: &self))
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
