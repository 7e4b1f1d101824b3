public struct StoreProbe {}
