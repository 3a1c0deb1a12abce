import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// libFuzzer's start-up hook: with `SHEAF_FUZZ_SEED_SOURCES` (folders, `:`-separated) and
/// `SHEAF_FUZZ_SEED_OUTPUT` set, turns what the sources hold into seeds for this target
/// before fuzzing starts: each `.json` text that reads as some showcase root type, and
/// each `.bin` archive of a showcase schema written as JSON, prefixed by its selector byte.
@_cdecl("LLVMFuzzerInitialize")
public func initializeFuzzJSON(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    let environment = ProcessInfo.processInfo.environment
    guard let sources = environment["SHEAF_FUZZ_SEED_SOURCES"], let output = environment["SHEAF_FUZZ_SEED_OUTPUT"] else {
        return 0
    }
    let showcase = ShowcaseTypes.shared
    let files = FileManager.default
    let outputURL = URL(fileURLWithPath: output, isDirectory: true)
    try? files.createDirectory(at: outputURL, withIntermediateDirectories: true)
    func write(_ name: String, _ selector: UInt8, _ text: [UInt8]) {
        try? Data([selector] + text).write(to: outputURL.appendingPathComponent("seed-\(name)"))
    }
    for folder in sources.split(separator: ":").map(String.init) {
        let names = ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names {
            guard let data = files.contents(atPath: folder + "/" + name) else { continue }
            let bytes = [UInt8](data)
            if name.hasSuffix(".json") {
                for (index, rootType) in showcase.rootTypes.enumerated()
                where (try? DynamicJSON.read(bytes, rootType: rootType, schemaSet: showcase.set)) != nil {
                    write("\(index)-\(name)", UInt8(index), bytes)
                }
            } else if name.hasSuffix(".bin"),
                let archive = try? DynamicWireDecoder(schemaSet: showcase.set).decode(bytes),
                let selector = showcase.selector(of: archive.rootType),
                let text = try? DynamicJSON.write(archive, schemaSet: showcase.set)
            {
                write(name + ".json", selector, Array(text.utf8))
            }
        }
    }
    return 0
}
