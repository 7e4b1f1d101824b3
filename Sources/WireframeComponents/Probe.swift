public struct CompProbe {}
